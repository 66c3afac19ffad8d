import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Field,
  Grid,
  Heading,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent, RefObject } from 'react';
import { useSubmitApplication } from '@/shared/api/generated/endpoints/application/application';
import { failureMessage } from '@/shared/lib/error-message';
import { normalizeMobile } from '@/shared/lib/form';
import { PageHeading } from '@/shared/ui/page-heading';
import { APPLICATION_LIMITS, validateApplication } from '../lib/validate-application';
import type { ApplicationErrors, ApplicationValues } from '../lib/validate-application';

const EMPTY: ApplicationValues = { name: '', organization: '', mobile: '', email: '', content: '' };
const FIELD_ORDER: ReadonlyArray<keyof ApplicationValues> = ['name', 'organization', 'mobile', 'email', 'content'];

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
          <Button asChild colorPalette="brand">
            <Link to="/signingProcess">查看签约流程</Link>
          </Button>
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
  const [values, setValues] = useState<ApplicationValues>(EMPTY);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [applicationId, setApplicationId] = useState<string>();
  const mutation = useSubmitApplication({ request: { silent: true } });
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const organizationRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const set = (key: keyof ApplicationValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(undefined);
    const next = validateApplication(values);
    setErrors(next);
    const first = FIELD_ORDER.find((key) => next[key]);
    if (first) {
      const targets: Record<keyof ApplicationValues, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
        name: nameRef,
        organization: organizationRef,
        mobile: mobileRef,
        email: emailRef,
        content: contentRef,
      };
      targets[first].current?.focus();
      return;
    }
    try {
      const answer = await mutation.mutateAsync({
        data: {
          name: values.name.trim(),
          organization: values.organization.trim(),
          mobile: normalizeMobile(values.mobile),
          email: values.email.trim(),
          content: values.content.trim(),
        },
      });
      setApplicationId(answer.data?.id ?? '');
    } catch (error) {
      setServerError(failureMessage(error, '提交失败，请稍后重试'));
    }
  }

  const contentLength = Array.from(values.content.trim()).length;

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
                setValues(EMPTY);
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
                    <Field.Root required invalid={Boolean(errors.name)}>
                      <Field.Label>
                        姓名
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        ref={nameRef}
                        name="name"
                        autoComplete="name"
                        maxLength={APPLICATION_LIMITS.name}
                        value={values.name}
                        onChange={set('name')}
                      />
                      <Field.ErrorText>{errors.name}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={Boolean(errors.organization)}>
                      <Field.Label>
                        单位名称
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        ref={organizationRef}
                        name="organization"
                        autoComplete="organization"
                        maxLength={APPLICATION_LIMITS.organization}
                        value={values.organization}
                        onChange={set('organization')}
                      />
                      <Field.ErrorText>{errors.organization}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={Boolean(errors.mobile)}>
                      <Field.Label>
                        手机号
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        ref={mobileRef}
                        name="mobile"
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel"
                        maxLength={20}
                        value={values.mobile}
                        onChange={set('mobile')}
                      />
                      <Field.ErrorText>{errors.mobile}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={Boolean(errors.email)}>
                      <Field.Label>
                        邮箱
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        ref={emailRef}
                        name="email"
                        type="email"
                        autoComplete="email"
                        maxLength={APPLICATION_LIMITS.email}
                        value={values.email}
                        onChange={set('email')}
                      />
                      <Field.ErrorText>{errors.email}</Field.ErrorText>
                    </Field.Root>
                  </Grid>
                  <Field.Root required invalid={Boolean(errors.content)}>
                    <Field.Label>
                      合作内容
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      ref={contentRef}
                      name="content"
                      rows={6}
                      value={values.content}
                      onChange={set('content')}
                      placeholder="请简要介绍您的单位、希望合作的方向（如资源共享、推广检测、版权运营、专家入驻）与预期规模。"
                    />
                    <Field.HelperText color={contentLength > APPLICATION_LIMITS.content ? 'fg.error' : undefined}>
                      {contentLength} / {APPLICATION_LIMITS.content} 字
                    </Field.HelperText>
                    <Field.ErrorText>{errors.content}</Field.ErrorText>
                  </Field.Root>
                  {serverError && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{serverError}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Box>
                    <Button
                      type="submit"
                      colorPalette="brand"
                      size="lg"
                      loading={mutation.isPending}
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
