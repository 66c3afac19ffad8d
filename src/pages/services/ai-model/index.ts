export { AiModelPage } from './ui/ai-model-page';
