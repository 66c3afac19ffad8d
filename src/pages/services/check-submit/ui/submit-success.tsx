import { Button } from '@chakra-ui/react';
import { CheckSubmitted } from '@/entities/report';
import type { SubmitCheck } from '@/shared/api/generated/model';
import { CHECK_SUBMIT_TEXT as T } from '../config/texts';
import { ButtonLink } from '@/shared/ui/button-link';

interface SubmitSuccessProps {
  result: SubmitCheck;
  onAgain: () => void;
}

/** What the user keeps after a submit: the codes, the report, its validation, another submit. */
export function SubmitSuccess({ result, onAgain }: SubmitSuccessProps) {
  return (
    <CheckSubmitted
      result={result}
      description={T.successDescription}
      maxW="3xl"
      actions={
        <>
          <ButtonLink variant="outline" colorPalette="brand" to="/reportValidate">
            {T.validateReport}
          </ButtonLink>
          <Button variant="ghost" onClick={onAgain}>
            {T.again}
          </Button>
        </>
      }
    />
  );
}
