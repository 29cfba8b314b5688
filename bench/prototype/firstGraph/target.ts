/** The page each run loads (TRACE_PATH): Big Tank 1's sensor page unless told. */
export const TARGET = process.env.TRACE_PATH ?? '#/devices/20101/tags/spsr';
