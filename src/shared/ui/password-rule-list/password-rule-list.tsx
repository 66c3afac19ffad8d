import { chakra } from '@chakra-ui/react';
import { PASSWORD_RULES } from '@/shared/lib/form';

interface PasswordRuleListProps {
  /** The password typed so far: each rule shows whether it is met. */
  password: string;
}

/**
 * The password rules, shown before submit and ticked off while the user types. Put it inside
 * Field.HelperText: the field then names it in the input's aria-describedby.
 */
export function PasswordRuleList({ password }: PasswordRuleListProps) {
  return (
    <chakra.ul aria-label="密码规则" listStyle="none" fontSize="xs" display="flex" flexWrap="wrap" columnGap="3" rowGap="1">
      {PASSWORD_RULES.map((rule) => {
        const met = password !== '' && rule.test(password);
        return (
          <chakra.li key={rule.id} data-met={met || undefined} color={met ? 'green.fg' : 'fg.muted'}>
            <span aria-hidden>{met ? '✓ ' : '· '}</span>
            {rule.label}
            <chakra.span srOnly>{met ? '（已满足）' : '（未满足）'}</chakra.span>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
