/**
 * A reason not to start that the operator fixes (a wrong setting, a data folder of another PostgreSQL): its message
 * is one complete line that says what to do, printed alone, without a stack trace that would bury it.
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}
