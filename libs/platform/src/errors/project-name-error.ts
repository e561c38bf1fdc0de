import { PROJECT_NAME_MAX, projectNameProblem } from '@kizuna/proto/rules';
import { DomainError } from './domain-error.js';
import { ErrorCode } from './error-code.js';

/** The shared project-name rule as the error a service answers with, or null for a good name. */
export function projectNameError(name: string): DomainError | null {
  switch (projectNameProblem(name)) {
    case 'files.name_required':
      return new DomainError(ErrorCode.NameRequired, 'Please enter project name');
    case 'errors.name_too_long':
      return new DomainError(
        ErrorCode.NameTooLong,
        `The project name must be at most ${PROJECT_NAME_MAX} characters.`,
        {
          max: String(PROJECT_NAME_MAX),
        },
      );
    case null:
      return null;
  }
}
