// The demo accounts of README.md#demo-accounts, seeded in demo mode. Kept free of imports so that
// tests of any kind (API, views, e2e) can log in with them.
export const DEMO_ACCOUNTS = {
  shopper: { account: 'demo', password: 'demo1234', email: 'demo@example.com', paymentCode: '147258', balance: '1000.00' },
  // The merchant withdraws what completed orders settled to them: their wallet opens empty.
  merchant: { account: 'merchant', password: 'merchant1234', email: 'merchant@example.com', paymentCode: '369258', shopName: 'Saigon Tech Hub' },
  operator: { account: 'operator', password: 'operator1234', email: 'operator@example.com' },
} as const
