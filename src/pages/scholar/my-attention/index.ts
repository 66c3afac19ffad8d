export { MyAttentionPage } from './ui/my-attention-page';
