import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '@/shared/lib/error-message';
import { checkForm, contractLimits, fieldKind } from './contract-rules';
import type { ContractFormOptions, FieldLimit } from './contract-rules';

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
  /** While the request is out (react-hook-form's isSubmitting). */
  pending: boolean;
  /** The server's refusal (react-hook-form's root error), shown under the fields while every value stays as typed. */
  serverError?: string;
  /** Something was typed: what the leave guard asks about. */
  changed: boolean;
  /** Label, required mark, length limit and current error of a field, for `TextField` and kin. */
  field: (name: Path<Values>) => FieldProps;
  /** Everything a plain text input needs: the field's props plus the registration. */
  text: (name: Path<Values>) => FieldProps & ReturnType<UseFormReturn<Values>['register']>;
  limits: Record<string, FieldLimit>;
}

/** The form's values as a zod schema whose one check is checkForm; the resolver nests `items.0.title`. */
const valuesSchema = <Values extends FieldValues, Body>(options: ContractFormOptions<Values, Body>) =>
  z.custom<Values>().superRefine((values, ctx) => {
    for (const [name, message] of Object.entries(checkForm(options, values)))
      ctx.addIssue({ code: 'custom', message: message as string, path: [name] });
  });

/**
 * One form on react-hook-form, checked through its zod resolver by the form's rules and the
 * generated body schema (`checkForm`). Keeps what every form of the portal promises: focus on the
 * first invalid field, the server's message under the form with the input kept, one request at a time.
 */
export function useContractForm<Values extends FieldValues, Body>(options: ContractFormOptions<Values, Body>): ContractForm<Values> {
  const latest = useRef(options);
  // The resolver and the submit handler read the newest options when they run, not at render.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const limits = useMemo(() => (options.schema ? contractLimits(options.schema) : {}), [options.schema]);
  const resolver = useMemo<Resolver<Values>>(
    () => (values, context, resolverOptions) =>
      zodResolver(valuesSchema(latest.current), undefined, { raw: true })(values, context, resolverOptions),
    [],
  );
  const form = useForm<Values>({ defaultValues: options.defaultValues as DefaultValues<Values>, resolver, shouldFocusError: true });
  // Every field in the order of `defaultValues`, before any input mounts: an error focuses the
  // first field of the form even when a Controller registers after the inputs around it.
  useState(() => Object.keys(options.defaultValues).forEach((name) => form.register(name as Path<Values>)));
  const { errors, isDirty, isSubmitting } = form.formState;
  const submit = async (event?: { preventDefault?: () => void }) => {
    event?.preventDefault?.();
    if (!isSubmitting)
      await form.handleSubmit(async (values) => {
        try {
          await latest.current.onSubmit(latest.current.toBody(values), values);
        } catch (failure) {
          form.setError('root.server', { message: failureMessage(failure, latest.current.failure) });
        }
      })();
  };

  const field = (name: Path<Values>): FieldProps => {
    const kind = fieldKind(name);
    const limit = limits[Object.entries(options.fieldOf ?? {}).find(([, formName]) => formName === kind)?.[0] ?? kind];
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return {
      name,
      label: (options.labels as Record<string, string | undefined>)[kind] ?? name,
      required: limit?.required ?? false,
      ...(limit?.maxLength === undefined ? {} : { maxLength: limit.maxLength }),
      ...(typeof message === 'string' ? { error: message } : {}),
    };
  };

  return {
    form,
    submit,
    pending: isSubmitting,
    serverError: errors.root?.server?.message,
    changed: isDirty,
    field,
    text: (name) => ({ ...field(name), ...form.register(name) }),
    limits,
  };
}
