export { CopyrightOperationPage } from './ui/copyright-operation-page';
