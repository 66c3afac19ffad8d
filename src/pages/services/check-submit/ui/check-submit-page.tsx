import { Alert, Card, Container, Grid, HStack, Link as ChakraLink, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { discountedPrice, formatDiscount, PromotionCodeField, usePromotionValidation } from '@/features/check-ordering';
import { formatPrice } from '@/shared/lib/format';
import { $isLoggedIn } from '@/entities/session';
import { FileUploadField } from '@/features/file-upload';
import { OrderSummary } from '@/shared/ui/order-summary';
import { useSubmitCheck } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig, SubmitCheck } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { TextField } from '@/shared/ui/form-field';
import { PageHeading } from '@/shared/ui/page-heading';
import { CHECK_EXTENSIONS, CHECK_SUBMIT_TEXT as T } from '../config/texts';
import { EMPTY_CHECK_FORM, checkSubmitForm } from '../lib/check-submit-form';
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
  const [types, setTypes] = useState<CheckConfig[]>([]);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [result, setResult] = useState<SubmitCheck>();
  const submitCheck = useSubmitCheck({ request: { silent: true } });

  // Without an explicit service, a code from the path is judged for any service and decides it.
  const verdict = usePromotionValidation(code, search.service);
  const valid = verdict.status === 'valid' ? verdict : undefined;
  const service: Service = search.service ?? (valid?.checkType?.type === 'aigc' ? 'aigc' : 'check');
  const discount = valid?.discount ?? 1;

  const preferredTypeId = search.typeId ?? (valid?.checkType?.type === service ? valid.checkType.id : undefined);
  const chosenType = types.find((type) => type.id === preferredTypeId) ?? types[0];

  const { form, text, submit, pending, serverError } = useContractForm({
    ...checkSubmitForm({ checkTypeId: chosenType?.id, promotion: verdict, code }),
    defaultValues: EMPTY_CHECK_FORM,
    failure: T.submitFailed,
    onSubmit: async (body) => {
      const answer = await submitCheck.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      setResult(answer.data);
    },
  });
  const [files, title, author] = form.watch(['file', 'title', 'author']);
  useLeaveGuard(!result && (files.length > 0 || title.trim() !== '' || author.trim() !== ''));
  const { errors } = form.formState;

  const ids = { checkTypeError: useId(), loginAlert: useId() };
  const formRef = useRef<HTMLFormElement>(null);
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
    form.clearErrors('checkType');
    void navigate({
      search: (prev) => ({ ...prev, service, typeId: type.id }),
      replace: true,
      resetScroll: false,
    });
  }

  function send(event: FormEvent<HTMLFormElement>) {
    if (isLoggedIn) return void submit(event);
    // Anonymous: every problem is shown, but the way to log in takes the focus.
    event.preventDefault();
    void form.trigger();
    setLoginNeeded(true);
    loginRef.current?.focus();
  }

  function again() {
    // The result (and the focused button) gives way to an empty form: the focus goes to the form.
    flushSync(() => {
      setResult(undefined);
      form.reset();
    });
    formRef.current?.focus();
  }

  const listPrice = chosenType?.price;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeading title={T.title} description={T.description} />
      {result ? (
        <SubmitSuccess result={result} onAgain={again} />
      ) : (
        <form ref={formRef} tabIndex={-1} onSubmit={send} noValidate aria-label={T.title}>
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
                    error={errors.checkType?.message}
                    errorId={ids.checkTypeError}
                  />
                </Card.Body>
              </Card.Root>

              <Card.Root variant="outline">
                <Card.Body gap="5">
                  <FileUploadField control={form.control} name="file" label={T.document} accept={CHECK_EXTENSIONS} maxCount={1} />

                  <TextField {...text('title')} />
                  <TextField {...text('author')} />

                  <Stack gap="1">
                    <PromotionCodeField value={code} onChange={setCode} verdict={verdict} />
                    {errors.promotion && verdict.status !== 'invalid' && (
                      <Text role="alert" fontSize="sm" color="fg.error">
                        {errors.promotion.message}
                      </Text>
                    )}
                  </Stack>
                </Card.Body>
              </Card.Root>
            </Stack>

            <OrderSummary
              rows={[
                [T.checkType, chosenType?.name ?? '—'],
                [T.listPrice, chosenType ? formatPrice(listPrice) : '—'],
                [T.discount, discount < 1 ? formatDiscount(discount) : '无'],
              ]}
              total={[
                T.payable,
                listPrice === undefined ? (chosenType ? formatPrice(undefined) : '—') : formatPrice(discountedPrice(listPrice, discount)),
              ]}
              serverError={serverError}
              hasErrors={Object.keys(errors).length > 0}
              submitLabel={T.submit}
              pending={pending}
            />
          </Grid>
        </form>
      )}
    </Container>
  );
}
