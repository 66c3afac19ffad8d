export { HelpPage } from './ui/help-page';
