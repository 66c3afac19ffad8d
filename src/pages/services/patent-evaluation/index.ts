export { PatentEvaluationPage } from './ui/patent-evaluation-page';
