import type { FormEvent } from 'react';

/** Enter in any field submits the step through the form, without a page navigation. */
export const submitHandler =
  (submit: () => void) =>
  (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    submit();
  };
