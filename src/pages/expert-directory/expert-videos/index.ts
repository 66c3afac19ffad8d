export { ExpertVideosPage } from './ui/expert-videos-page';
