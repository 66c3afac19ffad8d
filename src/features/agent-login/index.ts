export { AgentLoginForm } from './ui/agent-login-form';
