export { AuthCard } from './auth-card';
