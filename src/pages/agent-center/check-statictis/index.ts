export { CheckStatictisPage } from './ui/check-statictis-page';
