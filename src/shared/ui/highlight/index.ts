export { Highlight } from './highlight';
export { highlightTerms, splitByTerms, termsOf } from './highlight-terms';
