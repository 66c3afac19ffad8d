export { ButtonLink } from './button-link';
