export {
  validatePatentNumber,
  PATENT_NUMBER_RULES,
  PATENT_NUMBER_REASONS,
  CN_FINAL_LETTERS,
  CN_SEVEN_DIGIT_MIN,
  CN_EXCLUDED_RANGES,
} from './patent-number';
export type { PatentNumberVerdict } from './patent-number';
