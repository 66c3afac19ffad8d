import { Stack } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { CtaBand } from './cta-band';
import { FeatureGrid } from './feature-grid';
import type { FeatureItem } from './feature-grid';
import { LandingSection } from './landing-section';
import { LinkButton } from './link-button';
import type { LandingLink } from './link-button';
import { PlanCards } from './plan-cards';
import type { Plan } from './plan-cards';
import { ProcessSteps } from './process-steps';
import type { ProcessStep } from './process-steps';

interface Cards {
  title: string;
  items: readonly FeatureItem[];
  /** Cards per row from the large breakpoint up (default 3). */
  columns?: number;
}

/** The sections a landing page can have; `own` is the page's own (`children`). */
export type ServiceSection = 'own' | 'features' | 'audience' | 'steps' | 'plans' | 'cta';

/** The order every landing page tells its sections in unless it says otherwise. */
const ORDER: readonly ServiceSection[] = ['own', 'features', 'audience', 'steps', 'plans', 'cta'];

export interface ServiceIntroProps {
  /** What the service does, and for whom. */
  features?: Cards;
  audience?: Cards;
  /** How it goes, step by step; `label` names the list for screen readers. */
  steps?: { title: string; items: readonly ProcessStep[]; label: string };
  /** The offers, each with its way on (outlined unless the link says `variant`). */
  plans?: { title: string; items: readonly Plan[]; action: (plan: Plan) => LandingLink };
  /**
   * The closing band: its first link solid, the others outlined, unless a link says `variant`;
   * `stackOnPhones` puts the links one under the other, full width, on phones.
   */
  cta?: { title: string; description: string; links: readonly LandingLink[]; stackOnPhones?: boolean };
  /** The page's own section(s): an order block, a price list, a form, questions and answers… */
  children?: ReactNode;
  /**
   * Where each section stands, when not own, features, audience, steps, plans, cta. A section
   * the page gives must be named here.
   */
  order?: readonly ServiceSection[];
}

/** A section of cards (what the service does, for whom). */
function cardSection(cards: Cards | undefined): ReactNode {
  return (
    cards && (
      <LandingSection title={cards.title}>
        <FeatureGrid items={cards.items} columns={cards.columns} />
      </LandingSection>
    )
  );
}

/**
 * The body of a service landing page: the sections it has, each drawn the one way they are drawn
 * on every landing page, in the order every page tells them (or the page's `order`). The page
 * gives the words and its own section(s); this draws them.
 */
export function ServiceIntro({ features, audience, steps, plans, cta, children, order = ORDER }: ServiceIntroProps) {
  const sections: Record<ServiceSection, ReactNode> = {
    own: children,
    features: cardSection(features),
    audience: cardSection(audience),
    steps: steps && (
      <LandingSection title={steps.title}>
        <ProcessSteps steps={steps.items} label={steps.label} />
      </LandingSection>
    ),
    plans: plans && (
      <LandingSection title={plans.title}>
        <PlanCards plans={plans.items} renderAction={(plan) => <LinkButton link={plans.action(plan)} variant="outline" full />} />
      </LandingSection>
    ),
    cta: cta && <CtaBand title={cta.title} description={cta.description} actions={<CtaLinks {...cta} />} />,
  };
  if (import.meta.env.DEV) {
    const left = ORDER.filter((name) => sections[name] != null && !order.includes(name));
    if (left.length > 0) console.error(`ServiceIntro: ${left.join(', ')} given but not in \`order\``);
  }
  return (
    <>
      {order.map((name) => (
        <Fragment key={name}>{sections[name]}</Fragment>
      ))}
    </>
  );
}

function CtaLinks({ links, stackOnPhones = false }: NonNullable<ServiceIntroProps['cta']>) {
  const buttons = links.map((link, index) => <LinkButton key={link.label} link={link} variant={index === 0 ? 'solid' : 'outline'} />);
  if (!stackOnPhones) return buttons;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', md: 'auto' }}>
      {buttons}
    </Stack>
  );
}
