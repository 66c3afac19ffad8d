import { Button, Card, Container, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DownloadButton } from '@/features/file-download';
import { FileUpload } from '@/features/file-upload';
import { notify } from '@/shared/api';
import type { UploadedFile } from '@/shared/api/generated/model';
import { PageHeading } from '@/shared/ui/page-heading';

/** Works are papers and reports: Word or PDF, up to three files per work, 5 MB each (SPEC §5 default). */
const WORK_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;
const WORK_MAX_FILES = 3;

const TEXT = {
  title: '上传作品',
  description: '填写作品信息并上传作品文件，提交后由平台审核。',
  workTitle: '作品标题',
  workTitleRequired: '请输入作品标题',
  abstract: '摘要',
  keywords: '关键词',
  keywordsHelp: '多个关键词用逗号或分号分隔',
  files: '作品文件',
  filesRequired: '请上传作品文件',
  submit: '提交审核',
  submitted: '作品已提交审核',
} as const;

interface FormErrors {
  title?: string;
  files?: string;
}

/**
 * The scholar's works upload (SPEC §2 `uploadWorks`). The contract has no works-submission call
 * yet, so the form state stays local and a valid submit only confirms and resets; when the call
 * lands, submit sends { title, abstract, keywords, fileIds } and resets on success.
 */
export function UploadWorksPage() {
  const [title, setTitle] = useState('');
  const [abstract, setAbstract] = useState('');
  const [keywords, setKeywords] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FormErrors = {
      title: title.trim() === '' ? TEXT.workTitleRequired : undefined,
      files: files.length === 0 ? TEXT.filesRequired : undefined,
    };
    setErrors(next);
    if (next.title) {
      titleRef.current?.focus();
      return;
    }
    if (next.files) return;
    notify('success', TEXT.submitted);
    setTitle('');
    setAbstract('');
    setKeywords('');
    setFiles([]);
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeading title={TEXT.title} description={TEXT.description} />
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label={TEXT.title}>
            <Stack gap="5">
              <Field.Root required invalid={Boolean(errors.title)}>
                <Field.Label>
                  {TEXT.workTitle}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input ref={titleRef} name="title" maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
                <Field.ErrorText>{errors.title}</Field.ErrorText>
              </Field.Root>

              <Field.Root>
                <Field.Label>{TEXT.abstract}</Field.Label>
                <Textarea name="abstract" rows={5} maxLength={2000} value={abstract} onChange={(event) => setAbstract(event.target.value)} />
              </Field.Root>

              <Field.Root>
                <Field.Label>{TEXT.keywords}</Field.Label>
                <Input name="keywords" maxLength={200} value={keywords} onChange={(event) => setKeywords(event.target.value)} />
                <Field.HelperText>{TEXT.keywordsHelp}</Field.HelperText>
              </Field.Root>

              {/* Not inside Field.Root: Ark's file upload would take the field's ids and state. */}
              <Stack gap="1">
                <FileUpload
                  label={TEXT.files}
                  value={files}
                  onChange={(next) => {
                    setFiles(next);
                    if (next.length > 0) setErrors((current) => ({ ...current, files: undefined }));
                  }}
                  accept={WORK_EXTENSIONS}
                  maxCount={WORK_MAX_FILES}
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

              <HStack justify="flex-end">
                <Button type="submit" colorPalette="brand">
                  {TEXT.submit}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
