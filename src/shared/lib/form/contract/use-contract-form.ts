import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { get, set, useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { failureMessage } from '@/shared/lib/error-message';
import { contractLimits, contractProblems, fieldKind } from './contract-rules';
import type { FieldLimit, FormProblems } from './contract-rules';

/** A field of the form, or a property of a list's items (`items.title`). */
type FieldKey<Values> = (keyof Values & string) | `${keyof Values & string}.${string}`;

export interface ContractFormOptions<Values extends FieldValues, Body> {
  /** The request body's schema generated from openapi.yaml: the limits live there, once. */
  schema?: ZodType;
  defaultValues: Values;
  /** The field names the messages use (请输入昵称, 昵称不能超过 30 个字). */
  labels: Partial<Record<FieldKey<Values>, string>>;
  /** The body the contract wants, from what was typed (trimmed, numbers parsed). */
  toBody: (values: Values) => Body;
  /**
   * The form's own rules, run before the contract's: SPEC's wording for a field, checks across
   * fields (the repeated password) and limits only the page knows (a quota against the balance).
   * A field with a problem here is not checked against the contract again.
   */
  rules?: (values: Values) => FormProblems<Values>;
  /** A body property the form names differently (body key → form field). */
  fieldOf?: Partial<Record<string, keyof Values & string>>;
  /** Sends the body. A rejection (or a thrown envelope) is shown under the form; values stay. */
  onSubmit: (body: Body, values: Values) => Promise<unknown>;
  /** The sentence when a failure carries no message of its own. */
  failure: string;
}

/**
 * What is wrong with `values`, field by field: the form's own rules first, then the contract's
 * body schema on the body that would be sent. Empty when the form may be sent.
 */
export function checkForm<Values extends FieldValues, Body>(
  { schema, labels, toBody, rules, fieldOf }: Pick<ContractFormOptions<Values, Body>, 'schema' | 'labels' | 'toBody' | 'rules' | 'fieldOf'>,
  values: Values,
): FormProblems<Values> {
  const problems: Record<string, string> = {};
  for (const [name, message] of Object.entries(rules?.(values) ?? {})) if (message) problems[name] = message as string;
  if (schema) {
    for (const [key, message] of Object.entries(contractProblems(schema, toBody(values) as Record<string, unknown>, labels))) {
      problems[fieldOf?.[key] ?? key] ??= message;
    }
  }
  return problems as FormProblems<Values>;
}

export interface FieldProps {
  name: string;
  label: string;
  required: boolean;
  maxLength?: number;
  error?: string;
}

export interface ContractForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The form's onSubmit: checks, focuses the first field in trouble, sends once at a time. */
  submit: (event?: { preventDefault?: () => void }) => Promise<void>;
  /** While the request is out. */
  pending: boolean;
  /** The server's refusal, shown under the fields while every value stays as typed. */
  serverError?: string;
  /** Something was typed: what the leave guard asks about. */
  changed: boolean;
  /** Label, required mark, length limit and current error of a field, for `TextField` and kin. */
  field: (name: Path<Values>) => FieldProps;
  /** Everything a plain text input needs: the field's props plus the registration. */
  text: (name: Path<Values>) => FieldProps & ReturnType<UseFormReturn<Values>['register']>;
  limits: Record<string, FieldLimit>;
}

/**
 * One form, on react-hook-form, checked by the contract: the form's own rules first, then the
 * generated body schema on the body that would be sent. Keeps what every form of the portal
 * promises: focus on the first invalid field, the server's message under the form with the input
 * kept, and no second request while one is out.
 */
export function useContractForm<Values extends FieldValues, Body>(options: ContractFormOptions<Values, Body>): ContractForm<Values> {
  const latest = useRef(options);
  // The resolver and the submit handler read the newest options when they run, not at render.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { schema, labels, fieldOf } = options;
  const limits = useMemo(() => (schema ? contractLimits(schema) : {}), [schema]);

  const resolver = useMemo<Resolver<Values>>(
    () => (values) => {
      const entries = Object.entries(checkForm(latest.current, values));
      if (entries.length === 0) return { values, errors: {} };
      // Nested for the names of list items (`items.0.title`), as react-hook-form reads them.
      const errors = {};
      for (const [name, message] of entries) set(errors, name, { type: 'validate', message });
      return { values: {}, errors: errors as FieldErrors<Values> };
    },
    [],
  );

  const form = useForm<Values>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver,
    shouldFocusError: true,
  });
  // Every field in the order of `defaultValues`, before any input mounts: an error focuses the
  // first field of the form even when a Controller registers after the inputs around it.
  useState(() => {
    for (const name of Object.keys(options.defaultValues)) form.register(name as Path<Values>);
  });
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { errors, isDirty } = form.formState;

  async function submit(event?: { preventDefault?: () => void }) {
    event?.preventDefault?.();
    if (busy.current) return;
    busy.current = true;
    setServerError(undefined);
    try {
      await form.handleSubmit(async (values) => {
        setPending(true);
        try {
          await latest.current.onSubmit(latest.current.toBody(values), values);
        } catch (failure) {
          setServerError(failureMessage(failure, latest.current.failure));
        } finally {
          setPending(false);
        }
      })();
    } finally {
      busy.current = false;
    }
  }

  const field = (name: Path<Values>): FieldProps => {
    const kind = fieldKind(name);
    const limit = limits[Object.entries(fieldOf ?? {}).find(([, formName]) => formName === kind)?.[0] ?? kind];
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return {
      name,
      label: (labels as Record<string, string | undefined>)[kind] ?? name,
      required: limit?.required ?? false,
      ...(limit?.maxLength === undefined ? {} : { maxLength: limit.maxLength }),
      ...(typeof message === 'string' ? { error: message } : {}),
    };
  };

  return {
    form,
    submit,
    pending,
    serverError,
    changed: isDirty,
    field,
    text: (name) => ({ ...field(name), ...form.register(name) }),
    limits,
  };
}
