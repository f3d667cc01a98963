/** Who the shop's assistant is: what the first load needs to draw her launcher, without her script. */
export const LINDA = { name: 'Linda', title: 'Linda - Shopping Assistant', teaser: 'Need help? Ask Linda' } as const;
