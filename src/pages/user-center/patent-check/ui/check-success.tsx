import { Button } from '@chakra-ui/react';
import { CheckSubmitted } from '@/entities/report';
import type { SubmitCheck } from '@/shared/api/generated/model';
import { PATENT_CHECK_TEXT as T } from '../config/texts';

/** What the user keeps after a submit: the codes, the report, another submit. */
export function CheckSuccess({ result, onAgain }: { result: SubmitCheck; onAgain: () => void }) {
  return (
    <CheckSubmitted
      result={result}
      description={T.successDescription}
      actions={
        <Button variant="outline" colorPalette="brand" onClick={onAgain}>
          {T.again}
        </Button>
      }
    />
  );
}
