import { Alert, Button, Card, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FileUpload } from '@/features/file-upload';
import { notify } from '@/shared/api';
import { getGetScholarAuthQueryKey, useSubmitScholarAuth } from '@/shared/api/generated/endpoints/scholar/scholar';
import type { ScholarAuth } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { AUTH_FIELD_ORDER, AUTH_LIMITS, MATERIAL_EXTENSIONS, initialAuthValues, toAuthRequest, validateAuth } from '../lib/auth-form';
import type { AuthErrors, AuthField, AuthFormValues } from '../lib/auth-form';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

type TextField = Exclude<AuthField, 'materials'>;

const FIELDS: ReadonlyArray<{ field: TextField; label: string; required: boolean; max: number; help?: string }> = [
  { field: 'realName', label: '真实姓名', required: true, max: 20, help: '与身份证一致' },
  { field: 'institution', label: '工作单位', required: true, max: AUTH_LIMITS.institution },
  { field: 'title', label: '职称', required: true, max: AUTH_LIMITS.title, help: '如：教授、研究员、副教授' },
  { field: 'discipline', label: '学科', required: true, max: AUTH_LIMITS.discipline },
  { field: 'interests', label: '研究方向', required: false, max: 200, help: '选填，最多 8 个，用逗号或顿号分隔' },
];

/**
 * The application (submitScholarAuth): checked before it is sent, the server's refusal shown
 * above the button with every input kept; success replaces the cached status with 审核中.
 */
export function ScholarAuthForm({ previous, onSubmitted }: { previous?: ScholarAuth; onSubmitted?: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AuthFormValues>(() => initialAuthValues(previous));
  const [initial] = useState(() => JSON.stringify(initialAuthValues(previous)));
  const leaveGuard = useLeaveGuard(JSON.stringify(values) !== initial);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [serverError, setServerError] = useState<string>();
  const submitAuth = useSubmitScholarAuth({ request: { silent: true } });
  const refs = useRef<Partial<Record<AuthField, HTMLElement | null>>>({});

  function set<K extends AuthField>(field: K, value: AuthFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(undefined);
    const next = validateAuth(values);
    setErrors(next);
    const first = AUTH_FIELD_ORDER.find((field) => next[field]);
    if (first) {
      const target = refs.current[first];
      (first === 'materials' ? target?.querySelector<HTMLElement>('[role="button"], button') : target)?.focus();
      return;
    }
    try {
      const answer = await submitAuth.mutateAsync({ data: toAuthRequest(values) });
      if (!answer.data) {
        setServerError(answer.msg || '提交失败，请重试');
        return;
      }
      queryClient.setQueryData(getGetScholarAuthQueryKey(), answer);
      notify('success', '学者认证已提交，请耐心等待审核');
      leaveGuard.release();
      onSubmitted?.();
    } catch (error) {
      setServerError(failureMessage(error, '提交失败，请重试'));
    }
  }

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="学者认证申请">
          <Stack gap="5">
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
              {FIELDS.map((spec) => (
                <Field.Root key={spec.field} required={spec.required} invalid={Boolean(errors[spec.field])}>
                  <Field.Label>
                    {spec.label}
                    {spec.required && <Field.RequiredIndicator />}
                  </Field.Label>
                  <Input
                    ref={(node) => void (refs.current[spec.field] = node)}
                    name={spec.field}
                    maxLength={spec.max}
                    value={values[spec.field]}
                    onChange={(event) => set(spec.field, event.target.value)}
                  />
                  {spec.help && !errors[spec.field] && <Field.HelperText>{spec.help}</Field.HelperText>}
                  <Field.ErrorText>{errors[spec.field]}</Field.ErrorText>
                </Field.Root>
              ))}
            </Grid>

            {/* Not inside Field.Root: Ark's file upload would take the field's ids and state. */}
            <Stack gap="1" ref={(node: HTMLDivElement | null) => void (refs.current.materials = node)}>
              <FileUpload
                label="证明材料（工作证、职称证书等）"
                value={values.materials}
                onChange={(next) => set('materials', next)}
                accept={MATERIAL_EXTENSIONS}
                maxCount={AUTH_LIMITS.materials}
              />
              {errors.materials && (
                <Text role="alert" textStyle="sm" color="fg.error">
                  {errors.materials}
                </Text>
              )}
            </Stack>

            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={submitAuth.isPending} loadingText="正在提交">
                提交认证
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
