import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Field,
  Flex,
  Grid,
  HStack,
  Input,
  Link as ChakraLink,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { $isLoggedIn } from '@/entities/session';
import { discountedPrice, formatDiscount, PromotionCodeField, usePromotionValidation } from '@/features/check-ordering';
import { formatPrice } from '@/shared/lib/format';
import { FileUpload } from '@/features/file-upload';
import { useSubmitCheck } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig, SubmitCheck, UploadedFile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { PageHeading } from '@/shared/ui/page-heading';
import { CHECK_AUTHOR_MAX, CHECK_EXTENSIONS, CHECK_SUBMIT_TEXT as T, CHECK_TITLE_MAX } from '../config/texts';
import { validateCheckForm } from '../lib/validate-check-form';
import type { CheckFormErrors } from '../lib/validate-check-form';
import { CheckTypeChoice } from './check-type-choice';
import { SubmitSuccess } from './submit-success';
import { useLeaveGuard } from '@/shared/ui/leave-guard';

type Service = 'check' | 'aigc';
const SERVICES: readonly Service[] = ['check', 'aigc'];

/**
 * /checkSubmit/{code?}: upload a document, choose a check type (`getCheckConfig`), give the title
 * and author, optionally a promotion code (prefilled from the path, validated as it changes), and
 * submit (`submitCheck`). The page is public; the upload and the submit need a login, so an
 * anonymous user is told '请先登录' with a way back here after logging in. The service and the
 * chosen type live in the URL (`?service=&typeId=`) so a reload keeps them.
 */
export function CheckSubmitPage() {
  const { code: pathCode } = useParams({
    from: '/_portal/checkSubmit/{-$code}',
  });
  const search = useSearch({ from: '/_portal/checkSubmit/{-$code}' });
  const navigate = useNavigate({ from: '/checkSubmit/{-$code}' });
  const href = useRouterState({ select: (state) => state.location.href });
  const isLoggedIn = useUnit($isLoggedIn);

  const [code, setCode] = useState(pathCode ?? '');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [types, setTypes] = useState<CheckConfig[]>([]);
  const [errors, setErrors] = useState<CheckFormErrors>({});
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [result, setResult] = useState<SubmitCheck>();
  useLeaveGuard(!result && (files.length > 0 || title.trim() !== '' || author.trim() !== ''));
  const submitCheck = useSubmitCheck({ request: { silent: true } });

  // Without an explicit service, a code from the path is judged for any service and decides it.
  const verdict = usePromotionValidation(code, search.service);
  const valid = verdict.status === 'valid' ? verdict : undefined;
  const service: Service = search.service ?? (valid?.checkType?.type === 'aigc' ? 'aigc' : 'check');
  const discount = valid?.discount ?? 1;

  const preferredTypeId = search.typeId ?? (valid?.checkType?.type === service ? valid.checkType.id : undefined);
  const chosenType = types.find((type) => type.id === preferredTypeId) ?? types[0];

  const ids = { checkTypeError: useId(), loginAlert: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const authorRef = useRef<HTMLInputElement>(null);
  const loginRef = useRef<HTMLAnchorElement>(null);
  const onTypesLoaded = useCallback((loaded: CheckConfig[]) => setTypes(loaded), []);

  function chooseService(next: Service) {
    setTypes([]);
    void navigate({
      search: { service: next },
      replace: true,
      resetScroll: false,
    });
  }

  function chooseType(type: CheckConfig) {
    setErrors((current) => ({ ...current, checkType: undefined }));
    void navigate({
      search: (prev) => ({ ...prev, service, typeId: type.id }),
      replace: true,
      resetScroll: false,
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(undefined);
    const next = validateCheckForm({
      fileId: files[0]?.id,
      checkTypeId: chosenType?.id,
      title,
      author,
      promotion: verdict,
    });
    setErrors(next);
    if (!isLoggedIn) {
      setLoginNeeded(true);
      loginRef.current?.focus();
      return;
    }
    if (next.title) titleRef.current?.focus();
    else if (next.author) authorRef.current?.focus();
    if (Object.values(next).some(Boolean) || !chosenType || !files[0]) return;
    try {
      const answer = await submitCheck.mutateAsync({
        data: {
          fileId: files[0].id,
          checkTypeId: chosenType.id,
          title: title.trim(),
          author: author.trim(),
          ...(code.trim() ? { promotionCode: code.trim() } : {}),
        },
      });
      if (answer.data) setResult(answer.data);
      else setServerError(answer.msg || T.submitFailed);
    } catch (error) {
      setServerError(failureMessage(error, T.submitFailed));
    }
  }

  function again() {
    // The result (and the focused button) gives way to an empty form: the focus goes to the form.
    flushSync(() => {
      setResult(undefined);
      setFiles([]);
      setTitle('');
      setAuthor('');
      setErrors({});
    });
    formRef.current?.focus();
  }

  const listPrice = typeof chosenType?.price === 'number' && Number.isFinite(chosenType.price) ? chosenType.price : undefined;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeading title={T.title} description={T.description} />
      {result ? (
        <SubmitSuccess result={result} onAgain={again} />
      ) : (
        <form ref={formRef} tabIndex={-1} onSubmit={(event) => void submit(event)} noValidate aria-label={T.title}>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
            <Stack gap="6">
              {!isLoggedIn && (
                <Alert.Root status={loginNeeded ? 'error' : 'info'} id={ids.loginAlert} role={loginNeeded ? 'alert' : undefined}>
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{T.loginRequired}</Alert.Title>
                    <Alert.Description>{T.loginHint}</Alert.Description>
                  </Alert.Content>
                  <ChakraLink asChild colorPalette="brand" fontWeight="semibold" flexShrink={0} alignSelf="center">
                    <Link ref={loginRef} to="/login/{-$uuid}" params={{ uuid: undefined }} search={{ redirect: href }}>
                      {T.login}
                    </Link>
                  </ChakraLink>
                </Alert.Root>
              )}

              <Card.Root variant="outline">
                <Card.Body gap="5">
                  <RadioGroup.Root
                    value={service}
                    onValueChange={(details) => {
                      const next = SERVICES.find((candidate) => candidate === details.value);
                      if (next && next !== service) chooseService(next);
                    }}
                    colorPalette="brand"
                  >
                    <RadioGroup.Label fontWeight="medium" mb="2" display="block">
                      {T.service}
                    </RadioGroup.Label>
                    <HStack gap="6" wrap="wrap">
                      {SERVICES.map((candidate) => (
                        <RadioGroup.Item key={candidate} value={candidate}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{T.services[candidate]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </RadioGroup.Root>

                  <CheckTypeChoice
                    key={service}
                    service={service}
                    value={chosenType?.id}
                    onChange={chooseType}
                    onTypesLoaded={onTypesLoaded}
                    discount={discount}
                    promotionCode={valid ? code.trim() : undefined}
                    error={errors.checkType}
                    errorId={ids.checkTypeError}
                  />
                </Card.Body>
              </Card.Root>

              <Card.Root variant="outline">
                <Card.Body gap="5">
                  {/* Not inside Field.Root: Ark's file upload would take the field's ids and state. */}
                  <Stack gap="1">
                    <FileUpload
                      label={T.document}
                      value={files}
                      onChange={(next) => {
                        setFiles(next);
                        if (next.length > 0)
                          setErrors((current) => ({
                            ...current,
                            file: undefined,
                          }));
                      }}
                      accept={CHECK_EXTENSIONS}
                      maxCount={1}
                    />
                    {errors.file && (
                      <Text role="alert" fontSize="sm" color="fg.error">
                        {errors.file}
                      </Text>
                    )}
                  </Stack>

                  <Field.Root required invalid={Boolean(errors.title)}>
                    <Field.Label>
                      {T.paperTitle}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      ref={titleRef}
                      name="title"
                      maxLength={CHECK_TITLE_MAX}
                      value={title}
                      onChange={(event) => setTitle(event.target.value)}
                    />
                    <Field.ErrorText>{errors.title}</Field.ErrorText>
                  </Field.Root>

                  <Field.Root required invalid={Boolean(errors.author)}>
                    <Field.Label>
                      {T.author}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      ref={authorRef}
                      name="author"
                      maxLength={CHECK_AUTHOR_MAX}
                      value={author}
                      onChange={(event) => setAuthor(event.target.value)}
                    />
                    <Field.ErrorText>{errors.author}</Field.ErrorText>
                  </Field.Root>

                  <Stack gap="1">
                    <PromotionCodeField value={code} onChange={setCode} verdict={verdict} />
                    {errors.promotion && verdict.status !== 'invalid' && (
                      <Text role="alert" fontSize="sm" color="fg.error">
                        {errors.promotion}
                      </Text>
                    )}
                  </Stack>
                </Card.Body>
              </Card.Root>
            </Stack>

            <Card.Root variant="subtle" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
              <Card.Body gap="3">
                <Card.Title as="h2" fontSize="md">
                  {T.summary}
                </Card.Title>
                <Box as="dl" fontSize="sm">
                  <Flex justify="space-between" gap="3" py="1">
                    <Text as="dt" color="fg.muted">
                      {T.checkType}
                    </Text>
                    <Text as="dd" m="0" textAlign="right">
                      {chosenType?.name ?? '—'}
                    </Text>
                  </Flex>
                  <Flex justify="space-between" gap="3" py="1">
                    <Text as="dt" color="fg.muted">
                      {T.listPrice}
                    </Text>
                    <Text as="dd" m="0">
                      {chosenType ? formatPrice(listPrice) : '—'}
                    </Text>
                  </Flex>
                  <Flex justify="space-between" gap="3" py="1">
                    <Text as="dt" color="fg.muted">
                      {T.discount}
                    </Text>
                    <Text as="dd" m="0">
                      {discount < 1 ? formatDiscount(discount) : '无'}
                    </Text>
                  </Flex>
                  <Flex justify="space-between" gap="3" pt="2" mt="1" borderTopWidth="1px" align="baseline">
                    <Text as="dt" fontWeight="semibold">
                      {T.payable}
                    </Text>
                    <Text as="dd" m="0" fontSize="xl" fontWeight="bold" color="price">
                      {listPrice === undefined
                        ? chosenType
                          ? formatPrice(undefined)
                          : '—'
                        : formatPrice(discountedPrice(listPrice, discount))}
                    </Text>
                  </Flex>
                </Box>
                {serverError && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{serverError}</Alert.Title>
                  </Alert.Root>
                )}
                {Object.values(errors).some(Boolean) && !serverError && (
                  <Text fontSize="sm" color="fg.error">
                    {T.fixErrors}
                  </Text>
                )}
                <Button
                  type="submit"
                  colorPalette="brand"
                  size="lg"
                  width="full"
                  loading={submitCheck.isPending}
                  loadingText={T.submitting}
                >
                  {T.submit}
                </Button>
              </Card.Body>
            </Card.Root>
          </Grid>
        </form>
      )}
    </Container>
  );
}
