/** One page of `deviceReadings` as the tests ask for it (the fields the device page's readings table reads). */
export interface ReadingsPage {
  times: number[];
  values: number[];
  temps: (number | null)[];
  rowComments: string[];
  endCursor: string | null;
  total: number;
  hasTemps: boolean;
}
