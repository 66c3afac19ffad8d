/**
 * The building blocks of the service landing pages (/check, /aigc/check, /promotion/check,
 * /originalCertification, /copyrightOperation, /AiModel, /resources, /signingProcess): the page
 * (`LandingPage`: heading, way in, introduction), a titled section, a numbered process timeline
 * (Chakra's Steps recipe is not registered, so it is built from Box and Stack), a grid of feature
 * cards, a call-to-action band, `ServiceIntro` (those sections in the order every landing page
 * tells them: features, audience, steps, offers, call to action), and `PromotionOrder`: the promotion code, the way on to
 * /checkSubmit and the check types at the code's discount.
 */
export { LandingPage } from './ui/landing-page';
export type { LandingPageProps } from './ui/landing-page';
export { LandingSection } from './ui/landing-section';
export type { LandingSectionProps } from './ui/landing-section';
export { ProcessSteps } from './ui/process-steps';
export type { ProcessStep, ProcessStepsProps } from './ui/process-steps';
export { FeatureGrid } from './ui/feature-grid';
export type { FeatureItem, FeatureGridProps } from './ui/feature-grid';
export { PlanCards } from './ui/plan-cards';
export type { Plan, PlanCardsProps } from './ui/plan-cards';
export { CtaBand } from './ui/cta-band';
export type { CtaBandProps } from './ui/cta-band';
export { ServiceIntro } from './ui/service-intro';
export type { LandingLink, ServiceIntroProps } from './ui/service-intro';
export { PromotionOrder } from './ui/promotion-order';
export type { PromotionOrderProps } from './ui/promotion-order';
