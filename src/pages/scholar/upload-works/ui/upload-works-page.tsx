import { Alert, Button, Card, Field, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { WORK_TYPE_LABELS } from '@/entities/work';
import { DownloadButton } from '@/features/file-download';
import { FileUpload } from '@/features/file-upload';
import { notify } from '@/shared/api';
import { getGetScholarProfileQueryKey, getListMyWorksQueryKey, useUploadWork } from '@/shared/api/generated/endpoints/scholar/scholar';
import type { WorkType } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { DateField } from '@/shared/ui/date-picker';
import { PageHeading } from '@/shared/ui/page-heading';
import { EMPTY_WORK, WORK_EXTENSIONS, WORK_FIELD_ORDER, WORK_LIMITS, toWorkRequest, todayOf, validateWork } from '../lib/work-form';
import type { WorkErrors, WorkField, WorkFormValues } from '../lib/work-form';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

const WORK_TYPES = Object.keys(WORK_TYPE_LABELS) as WorkType[];

/**
 * /uploadWorks: the scholar describes a work and uploads its files (Word or PDF, up to five);
 * uploadWork sends it for review and the scholar lands on /myWorks, where it shows as 审核中.
 * The form is checked before it is sent; a refusal is shown above the button with every input kept.
 */
export function UploadWorksPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WorkFormValues>(EMPTY_WORK);
  const [errors, setErrors] = useState<WorkErrors>({});
  const [serverError, setServerError] = useState<string>();
  const upload = useUploadWork({ request: { silent: true } });
  const refs = useRef<Partial<Record<WorkField, HTMLElement | null>>>({});
  const today = todayOf();
  // Leaving with something typed or uploaded asks first.
  const leaveGuard = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(EMPTY_WORK));

  function set<K extends WorkField>(field: K, value: WorkFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(undefined);
    const next = validateWork(values, today);
    setErrors(next);
    const first = WORK_FIELD_ORDER.find((field) => next[field]);
    if (first) {
      const target = refs.current[first];
      (first === 'files' ? target?.querySelector<HTMLElement>('[role="button"], button') : target)?.focus();
      return;
    }
    try {
      const answer = await upload.mutateAsync({ data: toWorkRequest(values) });
      if (!answer.data) {
        setServerError(answer.msg || '提交失败，请重试');
        return;
      }
      void queryClient.invalidateQueries({ queryKey: getListMyWorksQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetScholarProfileQueryKey() });
      notify('success', '作品已提交审核');
      leaveGuard.release();
      void navigate({ to: '/myWorks' });
    } catch (error) {
      setServerError(failureMessage(error, '提交失败，请重试'));
    }
  }

  return (
    <>
      <PageHeading title="上传作品" description="填写作品信息并上传作品文件，提交后由平台审核，审核通过后显示在您的学者主页上。" />
      <Card.Root>
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="上传作品">
            <Stack gap="5">
              <Field.Root required invalid={Boolean(errors.title)}>
                <Field.Label>
                  作品标题
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  ref={(node: HTMLElement | null) => void (refs.current.title = node)}
                  name="title"
                  maxLength={WORK_LIMITS.title}
                  value={values.title}
                  onChange={(e) => set('title', e.target.value)}
                />
                <Field.ErrorText>{errors.title}</Field.ErrorText>
              </Field.Root>

              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
                <Field.Root required invalid={Boolean(errors.type)}>
                  <Field.Label>
                    作品类型
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      ref={(node: HTMLElement | null) => void (refs.current.type = node)}
                      name="type"
                      value={values.type}
                      onChange={(e) => set('type', WORK_TYPES.find((type) => type === e.currentTarget.value) ?? '')}
                    >
                      <option value="">请选择</option>
                      {WORK_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {WORK_TYPE_LABELS[type]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.type}</Field.ErrorText>
                </Field.Root>

                <Field.Root invalid={Boolean(errors.publishDate)}>
                  <Field.Label>发表日期</Field.Label>
                  <DateField
                    ref={(node: HTMLElement | null) => void (refs.current.publishDate = node)}
                    name="publishDate"
                    max={today}
                    triggerLabel="选择发表日期"
                    value={values.publishDate}
                    onValueChange={(publishDate) => set('publishDate', publishDate)}
                  />
                  <Field.ErrorText>{errors.publishDate}</Field.ErrorText>
                </Field.Root>
              </Grid>

              <Field.Root required invalid={Boolean(errors.abstract)}>
                <Field.Label>
                  摘要
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  ref={(node: HTMLElement | null) => void (refs.current.abstract = node)}
                  name="abstract"
                  rows={5}
                  maxLength={WORK_LIMITS.abstract}
                  value={values.abstract}
                  onChange={(e) => set('abstract', e.target.value)}
                />
                <Field.ErrorText>{errors.abstract}</Field.ErrorText>
              </Field.Root>

              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
                <Field.Root required invalid={Boolean(errors.keywords)}>
                  <Field.Label>
                    关键词
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    ref={(node: HTMLElement | null) => void (refs.current.keywords = node)}
                    name="keywords"
                    maxLength={200}
                    value={values.keywords}
                    onChange={(e) => set('keywords', e.target.value)}
                  />
                  {!errors.keywords && <Field.HelperText>1–8 个，用逗号或顿号分隔</Field.HelperText>}
                  <Field.ErrorText>{errors.keywords}</Field.ErrorText>
                </Field.Root>

                <Field.Root invalid={Boolean(errors.authors)}>
                  <Field.Label>作者</Field.Label>
                  <Input
                    ref={(node: HTMLElement | null) => void (refs.current.authors = node)}
                    name="authors"
                    maxLength={400}
                    value={values.authors}
                    onChange={(e) => set('authors', e.target.value)}
                  />
                  {!errors.authors && <Field.HelperText>按署名顺序，用逗号分隔；不填则为本人</Field.HelperText>}
                  <Field.ErrorText>{errors.authors}</Field.ErrorText>
                </Field.Root>
              </Grid>

              <Field.Root invalid={Boolean(errors.source)}>
                <Field.Label>来源</Field.Label>
                <Input
                  ref={(node: HTMLElement | null) => void (refs.current.source = node)}
                  name="source"
                  maxLength={WORK_LIMITS.source}
                  placeholder="期刊、出版社或学位授予单位"
                  value={values.source}
                  onChange={(e) => set('source', e.target.value)}
                />
                <Field.ErrorText>{errors.source}</Field.ErrorText>
              </Field.Root>

              {/* Not inside Field.Root: Ark's file upload would take the field's ids and state. */}
              <Stack gap="1" ref={(node: HTMLElement | null) => void (refs.current.files = node)}>
                <FileUpload
                  label="作品文件"
                  value={values.files}
                  onChange={(next) => set('files', next)}
                  accept={WORK_EXTENSIONS}
                  maxCount={WORK_LIMITS.files}
                  renderFileActions={(file) => (
                    <DownloadButton fileId={file.id} kind="oss" fileName={file.originalFilename || file.fileName} />
                  )}
                />
                {errors.files && (
                  <Text role="alert" textStyle="sm" color="fg.error">
                    {errors.files}
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
                <Button type="submit" colorPalette="brand" loading={upload.isPending} loadingText="正在提交">
                  提交审核
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </>
  );
}
