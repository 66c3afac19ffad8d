export { UploadWorksPage } from './ui/upload-works-page';
