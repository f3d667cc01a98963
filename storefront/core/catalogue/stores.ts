export interface StoreHours {
  days: string;
  hours: string;
}

export interface Store {
  id: string;
  name: string;
  /** Shop and centre, then street, suburb, city and postal code: one line each as printed on a letter. */
  addressLines: readonly string[];
  province: string;
  phone: string;
  hours: readonly StoreHours[];
}

export const STORE_HOURS: readonly StoreHours[] = [{ days: 'Monday to Friday', hours: '9am to 6pm' }];

/** The short form Linda and the help page use. */
export const STORE_HOURS_SUMMARY = 'Mon-Fri, 9am to 6pm';

/** The flagship store, whose address Linda gives when a shopper asks for directions. */
export const FLAGSHIP_STORE: Store = {
  id: 'sandton',
  name: 'Nexus Sandton',
  addressLines: ['Shop U42, Sandton City', '83 Rivonia Road, Sandhurst', 'Sandton, 2196'],
  province: 'Gauteng',
  phone: '010 500 4201',
  hours: STORE_HOURS,
};

export const STORES: readonly Store[] = [
  FLAGSHIP_STORE,
  {
    id: 'cape-town-waterfront',
    name: 'Nexus Cape Town V&A Waterfront',
    addressLines: ['Shop 6170, Victoria Wharf', '19 Dock Road, V&A Waterfront', 'Cape Town, 8001'],
    province: 'Western Cape',
    phone: '021 500 4202',
    hours: STORE_HOURS,
  },
  {
    id: 'durban-gateway',
    name: 'Nexus Durban Gateway',
    addressLines: ['Shop G120, Gateway Theatre of Shopping', '1 Palm Boulevard, Umhlanga Ridge', 'Durban, 4319'],
    province: 'KwaZulu-Natal',
    phone: '031 500 4203',
    hours: STORE_HOURS,
  },
  {
    id: 'pretoria-menlyn',
    name: 'Nexus Pretoria Menlyn',
    addressLines: ['Shop 245, Menlyn Park Shopping Centre', 'Corner Atterbury Road and Lois Avenue, Menlyn', 'Pretoria, 0181'],
    province: 'Gauteng',
    phone: '012 500 4204',
    hours: STORE_HOURS,
  },
  {
    id: 'gqeberha-baywest',
    name: 'Nexus Gqeberha Baywest',
    addressLines: ['Shop 88, Baywest Mall', '100 Baywest Boulevard, Hunters Retreat', 'Gqeberha, 6025'],
    province: 'Eastern Cape',
    phone: '041 500 4205',
    hours: STORE_HOURS,
  },
];
