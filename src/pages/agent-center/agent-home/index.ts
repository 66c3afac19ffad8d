export { AgentHomePage } from './ui/agent-home-page';
