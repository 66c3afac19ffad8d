import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CheckSubmitted } from '@/entities/report';
import type { SubmitCheck } from '@/shared/api/generated/model';
import { CHECK_SUBMIT_TEXT as T } from '../config/texts';

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
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/reportValidate">{T.validateReport}</Link>
          </Button>
          <Button variant="ghost" onClick={onAgain}>
            {T.again}
          </Button>
        </>
      }
    />
  );
}
