import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { CheckConfig } from '@/shared/api/generated/model';
import { SERVICE_GROUP_LABELS } from '../config/sellable-services';
import { useSellableCheckTypes } from '../model/use-sellable-check-types';

interface CheckTypeSelectProps {
  /** The chosen type's id as text, '' for none. */
  value: string;
  onChange: (value: string, type: CheckConfig | undefined) => void;
  /** Shown as the empty choice. */
  placeholder?: string;
  name?: string;
  /** The select itself, for a form that focuses its first field in trouble. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The institution's check types grouped by service, with their list prices. Put it inside a
 * Field.Root: the field's label names it and its invalid state marks it.
 */
export function CheckTypeSelect({ value, onChange, placeholder = '选择检测类型', name, ref }: CheckTypeSelectProps) {
  const { groups, types, isPending, isError, refetch } = useSellableCheckTypes();
  return (
    <HStack gap="2" width="full">
      <NativeSelect.Root disabled={isPending} flex="1">
        <NativeSelect.Field
          ref={ref}
          name={name}
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(
              next,
              types.find((type) => String(type.id) === next),
            );
          }}
        >
          <option value="">{isPending ? '正在加载检测类型…' : isError && types.length === 0 ? '检测类型加载失败' : placeholder}</option>
          {groups.map((group) =>
            group.types.length > 0 ? (
              <optgroup key={group.service} label={SERVICE_GROUP_LABELS[group.service]}>
                {group.types.map((type) => (
                  <option key={type.id} value={String(type.id)}>
                    {type.name}
                    {type.price !== undefined ? `（¥${type.price}/${type.unit ?? '篇'}）` : ''}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {isError && (
        <Button size="sm" variant="outline" onClick={refetch}>
          重新加载
        </Button>
      )}
    </HStack>
  );
}
