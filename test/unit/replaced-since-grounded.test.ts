// A freshly planned check that its own locator cannot hold (the element grounded a moment ago was replaced by a
// look-alike while the page was built) is no possible defect of the app; a check that found its element and
// read something else, or found nothing at all, still is one.
import { describe, expect, it } from 'vitest';
import { replacedSinceGrounded } from '../../src/planners/rules/defect-doubts.ts';
import { StepFailure } from '../../src/runtime/failures.ts';

describe('a check whose element was replaced since it was grounded', () => {
  it('is a doubt, not a defect', () => {
    expect(replacedSinceGrounded(new StepFailure('wrong-element', 'Found elements for checkbox "Format", but none ' +
      'is the recorded element'))).toMatch(/replaced by a look-alike/);
  });

  it('leaves a failed expectation and a missing element to the verdict', () => {
    expect(replacedSinceGrounded(new StepFailure('assertion-failed', 'Expected … checked'))).toBeUndefined();
    expect(replacedSinceGrounded(new StepFailure('locator-miss', 'Could not find …'))).toBeUndefined();
  });
});
