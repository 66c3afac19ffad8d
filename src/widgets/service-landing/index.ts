/**
 * The building blocks of the service landing pages (/check, /aigc/check, /promotion/check,
 * /patentEvaluation, /originalCertification, /copyrightOperation, /AiModel, /resources,
 * /signingProcess): the page (`LandingPage`: heading, way in, introduction) and its body,
 * `ServiceIntro`: the sections the page has (features, audience, steps, plans, call to action,
 * each optional) and the page's own, in the order every landing page tells them or the page's
 * `order`. Drawn with a titled section, a grid of feature cards, a numbered process (Chakra's Steps
 * recipe is not registered, so it is built from Box and Stack), plan cards, a call-to-action band
 * and `LinkButton` (a `LandingLink`: the router's link options, label and look). Own sections:
 * `CheckTypePrices` (a check service's types and prices, on to /checkSubmit) and `PromotionOrder`
 * (the promotion code, the way on to /checkSubmit and the check types at the code's discount).
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
export { LinkButton } from './ui/link-button';
export type { LandingLink, LinkButtonProps, LinkButtonVariant } from './ui/link-button';
export { ServiceIntro } from './ui/service-intro';
export type { ServiceIntroProps, ServiceSection } from './ui/service-intro';
export { CheckTypePrices } from './ui/check-type-prices';
export type { CheckTypePricesProps } from './ui/check-type-prices';
export { PromotionOrder } from './ui/promotion-order';
export type { PromotionOrderProps } from './ui/promotion-order';
