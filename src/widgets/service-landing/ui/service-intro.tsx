import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { CtaBand } from './cta-band';
import { FeatureGrid } from './feature-grid';
import type { FeatureItem } from './feature-grid';
import { LandingSection } from './landing-section';
import { PlanCards } from './plan-cards';
import type { Plan } from './plan-cards';
import { ProcessSteps } from './process-steps';
import type { ProcessStep } from './process-steps';

/** A way on from the page: where and what the button says. */
export interface LandingLink {
  to: LinkProps['to'];
  label: string;
}

interface Cards {
  title: string;
  items: readonly FeatureItem[];
  /** Cards per row from the large breakpoint up (default 3). */
  columns?: number;
}

export interface ServiceIntroProps {
  /** What the service does, and for whom. */
  features: Cards;
  audience: Cards;
  /** How it goes, step by step; `label` names the timeline for screen readers. */
  steps: { title: string; items: readonly ProcessStep[]; label: string };
  /** The offers, each with its way on (`solid` for the one to stand out). */
  plans: { title: string; items: readonly Plan[]; action: (plan: Plan) => LandingLink & { solid?: boolean } };
  /** The closing band: its first link solid, the others outlined. */
  cta: { title: string; description: string; links: readonly LandingLink[] };
}

const LinkButton = ({ link, solid, full = false }: { link: LandingLink; solid: boolean; full?: boolean }) => (
  <Button asChild colorPalette="brand" variant={solid ? 'solid' : 'outline'} width={full ? 'full' : undefined}>
    <Link to={link.to}>{link.label}</Link>
  </Button>
);

/**
 * The body every service landing page tells the same way: what it does, for whom, the steps, the
 * offers and the call to action. The page gives the words; this draws them.
 */
export function ServiceIntro({ features, audience, steps, plans, cta }: ServiceIntroProps) {
  return (
    <>
      {[features, audience].map((cards) => (
        <LandingSection key={cards.title} title={cards.title}>
          <FeatureGrid items={cards.items} columns={cards.columns} />
        </LandingSection>
      ))}
      <LandingSection title={steps.title}>
        <ProcessSteps steps={steps.items} label={steps.label} />
      </LandingSection>
      <LandingSection title={plans.title}>
        <PlanCards
          plans={plans.items}
          renderAction={(plan) => {
            const action = plans.action(plan);
            return <LinkButton link={action} solid={action.solid ?? false} full />;
          }}
        />
      </LandingSection>
      <CtaBand
        title={cta.title}
        description={cta.description}
        actions={cta.links.map((link, index) => (
          <LinkButton key={link.label} link={link} solid={index === 0} />
        ))}
      />
    </>
  );
}
