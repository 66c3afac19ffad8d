export { CardDetailsPage } from './ui/card-details-page';
