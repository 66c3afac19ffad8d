export { AgentLoginPage } from './ui/agent-login-page';
