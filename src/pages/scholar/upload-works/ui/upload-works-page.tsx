import { Button, Card, Grid, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Controller } from 'react-hook-form';
import { WORK_TYPE_LABELS } from '@/entities/work';
import { DownloadButton } from '@/features/file-download';
import { FileUploadField } from '@/features/file-upload';
import { notify } from '@/shared/api';
import { getGetScholarProfileQueryKey, getListMyWorksQueryKey, useUploadWork } from '@/shared/api/generated/endpoints/scholar/scholar';
import type { WorkType } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { DateField } from '@/shared/ui/date-picker';
import { FormError, FormField, TextField } from '@/shared/ui/form-field';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { PageHeading } from '@/shared/ui/page-heading';
import { EMPTY_WORK, WORK_EXTENSIONS, WORK_LIMITS, todayOf, workForm } from '../lib/work-form';

const WORK_TYPES = Object.keys(WORK_TYPE_LABELS) as WorkType[];

/**
 * /uploadWorks: the scholar describes a work and uploads its files (Word or PDF, up to five);
 * uploadWork sends it for review and the scholar lands on /myWorks, where it shows as 审核中.
 * The form is checked before it is sent; a refusal is shown above the button with every input kept.
 */
export function UploadWorksPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadWork({ request: { silent: true } });
  const today = todayOf();
  const { form, field, text, submit, pending, serverError, changed } = useContractForm({
    ...workForm(today),
    defaultValues: EMPTY_WORK,
    failure: '提交失败，请重试',
    onSubmit: async (body) => {
      const answer = await upload.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      void queryClient.invalidateQueries({ queryKey: getListMyWorksQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetScholarProfileQueryKey() });
      notify('success', '作品已提交审核');
      leaveGuard.release();
      void navigate({ to: '/myWorks' });
    },
  });
  // Leaving with something typed or uploaded asks first.
  const leaveGuard = useLeaveGuard(changed);
  // A field's hint gives way to its problem.
  const helper = (name: 'keywords' | 'authors', help: string) => (field(name).error ? undefined : help);

  return (
    <>
      <PageHeading title="上传作品" description="填写作品信息并上传作品文件，提交后由平台审核，审核通过后显示在您的学者主页上。" />
      <Card.Root>
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="上传作品">
            <Stack gap="5">
              <TextField {...text('title')} />

              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
                <FormField {...field('type')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('type')}>
                      <option value="">请选择</option>
                      {WORK_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {WORK_TYPE_LABELS[type]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>

                <Controller
                  control={form.control}
                  name="publishDate"
                  render={({ field: date }) => (
                    <FormField {...field('publishDate')}>
                      <DateField
                        ref={date.ref}
                        name="publishDate"
                        max={today}
                        triggerLabel="选择发表日期"
                        value={date.value}
                        onValueChange={date.onChange}
                        onBlur={date.onBlur}
                      />
                    </FormField>
                  )}
                />
              </Grid>

              <TextField {...text('abstract')} multiline rows={5} />

              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
                <TextField {...text('keywords')} maxLength={200} helper={helper('keywords', '1–8 个，用逗号或顿号分隔')} />
                <TextField {...text('authors')} maxLength={400} helper={helper('authors', '按署名顺序，用逗号分隔；不填则为本人')} />
              </Grid>

              <TextField {...text('source')} placeholder="期刊、出版社或学位授予单位" />

              <FileUploadField
                control={form.control}
                name="files"
                label="作品文件"
                accept={WORK_EXTENSIONS}
                maxCount={WORK_LIMITS.files}
                renderFileActions={(file) => (
                  <DownloadButton fileId={file.id} kind="oss" fileName={file.originalFilename || file.fileName} />
                )}
              />

              <FormError message={serverError} />
              <HStack justify="flex-end">
                <Button type="submit" colorPalette="brand" loading={pending} loadingText="正在提交">
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
