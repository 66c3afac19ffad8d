import { Box, Button, Card, Container, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSubmitApplication } from '@/shared/api/generated/endpoints/application/application';
import { useContractForm } from '@/shared/lib/form';
import { FormError, TextField } from '@/shared/ui/form-field';
import { PageHeading } from '@/shared/ui/page-heading';
import { EMAIL_MAX, EMPTY_APPLICATION, applicationForm } from '../lib/application-form';
import { ButtonLink } from '@/shared/ui/button-link';

function Success({ id, onAgain }: { id: string; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card.Root variant="outline" borderColor="green.300">
      <Card.Body gap="3" role="status">
        <Heading as="h2" size="lg" color="fg.success" ref={headingRef} tabIndex={-1} outline="none">
          ✓ 申请已提交
        </Heading>
        <Text>
          申请编号：
          <Text as="strong" fontFamily="mono">
            {id || '—'}
          </Text>
        </Text>
        <Text color="fg.muted">合作经理将在 2 个工作日内通过您留下的手机或邮箱与您联系，请保持联系方式畅通。</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          <ButtonLink colorPalette="brand" to="/signingProcess">
            查看签约流程
          </ButtonLink>
          <Button variant="outline" onClick={onAgain}>
            再提交一份
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /submitApplication: the cooperation application (`submitApplication`). The form checks itself
 * before it sends; a refusal from the server is shown above the button and the input is kept.
 */
export function SubmitApplicationPage() {
  const [applicationId, setApplicationId] = useState<string>();
  const mutation = useSubmitApplication({ request: { silent: true } });
  const formRef = useRef<HTMLFormElement>(null);
  const { form, text, submit, pending, serverError, limits } = useContractForm({
    ...applicationForm,
    defaultValues: EMPTY_APPLICATION,
    failure: '提交失败，请稍后重试',
    onSubmit: async (body) => {
      const answer = await mutation.mutateAsync({ data: body });
      setApplicationId(answer.data?.id ?? '');
    },
  });
  const contentMax = limits.content?.maxLength ?? 0;
  const contentLength = Array.from(form.watch('content').trim()).length;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="提交申请" description="院校、期刊、机构与专家学者均可申请合作，我们将尽快与您联系。" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        {applicationId !== undefined ? (
          <Success
            id={applicationId}
            onAgain={() => {
              // The result (and the focused button) gives way to an empty form: the focus goes to the form.
              flushSync(() => {
                setApplicationId(undefined);
                form.reset();
              });
              formRef.current?.focus();
            }}
          />
        ) : (
          <Card.Root variant="outline">
            <Card.Body>
              <form ref={formRef} tabIndex={-1} onSubmit={(event) => void submit(event)} noValidate aria-label="合作申请">
                <Stack gap="5">
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                    <TextField {...text('name')} autoComplete="name" />
                    <TextField {...text('organization')} autoComplete="organization" />
                    <TextField {...text('mobile')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={20} />
                    <TextField {...text('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX} />
                  </Grid>
                  <TextField
                    {...text('content')}
                    // No hard stop: the counter turns red past the limit and the check names it.
                    maxLength={undefined}
                    multiline
                    rows={6}
                    placeholder="请简要介绍您的单位、希望合作的方向（如资源共享、推广检测、版权运营、专家入驻）与预期规模。"
                    helper={
                      <Text as="span" color={contentLength > contentMax ? 'fg.error' : undefined}>
                        {contentLength} / {contentMax} 字
                      </Text>
                    }
                  />
                  <FormError message={serverError} />
                  <Box>
                    <Button
                      type="submit"
                      colorPalette="brand"
                      size="lg"
                      loading={pending}
                      loadingText="正在提交…"
                      width={{ base: 'full', sm: 'auto' }}
                    >
                      提交申请
                    </Button>
                  </Box>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
        )}
        <Card.Root variant="subtle" as="aside" aria-label="合作方向">
          <Card.Body gap="3" fontSize="sm">
            <Card.Title as="h2" fontSize="md">
              合作方向
            </Card.Title>
            <Text>
              <Text as="strong">资源共享：</Text>提供课程讲义、研究数据与报告，按下载分成。
            </Text>
            <Text>
              <Text as="strong">推广检测：</Text>院校与代理机构发放推广码，师生享受优惠检测。
            </Text>
            <Text>
              <Text as="strong">版权运营：</Text>作品登记、授权与交易的全流程合作。
            </Text>
            <Text>
              <Text as="strong">专家入驻：</Text>入驻专家库，开展学术咨询与访谈。
            </Text>
            <Text color="fg.muted">
              了解从申请到签约的每一步：
              <ChakraLink asChild colorPalette="brand">
                <Link to="/signingProcess">签约流程</Link>
              </ChakraLink>
            </Text>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
}
