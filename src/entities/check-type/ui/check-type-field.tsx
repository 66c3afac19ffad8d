import type { FieldValues, Path } from 'react-hook-form';
import type { CheckConfig } from '@/shared/api/generated/model';
import type { ContractForm } from '@/shared/lib/form';
import { ControlledField } from '@/shared/ui/form-field';
import { CheckTypeSelect } from './check-type-select';

interface CheckTypeFieldProps<Values extends FieldValues> {
  /** The form (`useContractForm`) whose field holds the chosen type's id as text. */
  contract: Pick<ContractForm<Values>, 'form' | 'field'>;
  name: Path<Values>;
  /** The chosen type itself (its price), undefined for none. */
  onType: (type: CheckConfig | undefined) => void;
}

/** The required check type of a form (a card batch, a promotion code): `CheckTypeSelect` in its field. */
export function CheckTypeField<Values extends FieldValues>({ contract, name, onType }: CheckTypeFieldProps<Values>) {
  return (
    <ControlledField contract={contract} name={name} required>
      {({ ref, value, onChange }) => (
        <CheckTypeSelect
          ref={ref}
          name={name}
          value={value}
          onChange={(checkTypeId, type) => {
            onChange(checkTypeId);
            onType(type);
          }}
        />
      )}
    </ControlledField>
  );
}
