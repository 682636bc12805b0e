import { type LegalTexts, PRIVACY_EMAIL, SUPPORT_EMAIL } from './legal-types';

/** The terms of service and the privacy policy, in English (legal-ru.ts has the same sections). */
export const legalEn: LegalTexts = {
  contents: 'Contents',
  backToTop: 'Back to top',
  terms: {
    title: 'Terms of Service',
    effective: 'Effective November 26, 2026',
    intro: [
      'These terms are the agreement between you and Fixflow, the operator of this service, for the use of the Fixflow platform: the website, the installed app and the API. They apply to every account — vendor, technician and administrator — and to anyone who pays an invoice through a Fixflow payment link.',
      'Please read them together with the Privacy Policy, which explains what we do with personal data. By creating an account or using the service you accept these terms.',
    ],
    sections: [
      {
        id: 'service',
        heading: '1. What Fixflow is',
        paragraphs: [
          'Fixflow is software for field service and appliance repair: vendors (repair companies and dispatchers) create service orders for their customers and assign them to technicians; technicians run each job from their phone; administrators run the platform.',
          'Fixflow is not a repair company. We do not employ the technicians, we do not perform or guarantee the work, and we are not a party to the agreement between a vendor and its customer or between a vendor and a technician. Prices, quotes, warranties and the work itself are agreed between them.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Your account',
        paragraphs: ['To use Fixflow you need an account. When you have one:'],
        list: [
          'give true and current details, and keep them up to date in your profile;',
          'keep your password to yourself: an account belongs to one person, and you are responsible for what is done with it;',
          'tell us at once at ' + SUPPORT_EMAIL + ' if you think someone else has used your account.',
        ],
        after: [
          'A new vendor account stays pending until an administrator has checked and activated it. We may refuse an account, for example when its details cannot be confirmed.',
        ],
      },
      {
        id: 'vendors',
        heading: '3. Vendors',
        paragraphs: ['A vendor is responsible for the orders it creates and the business it runs with Fixflow. In particular, the vendor:'],
        list: [
          'sets its own prices, taxes, commissions and payment terms, and is responsible for its invoices and its tax obligations;',
          'has the right to enter its customers’ details in Fixflow and to contact them, including by text message, and honours a customer’s request to stop;',
          'decides what personal data of its customers it keeps: for that data the vendor is the controller and Fixflow processes it on the vendor’s instructions, as the Privacy Policy describes;',
          'settles with its technicians as agreed between them; the weekly settlements Fixflow calculates are a record of the orders, payments and adjustments entered, not a payment by Fixflow.',
        ],
      },
      {
        id: 'technicians',
        heading: '4. Technicians',
        paragraphs: [
          'A technician works as an independent professional, not as an employee or agent of Fixflow, and may be on the rosters of several vendors. The technician decides which offers to take, is responsible for the quality and safety of its work, holds the licences and insurance its work requires, and records the figures of each completed job truthfully.',
          'Time a technician blocks for itself and its working hours are used only to keep it from being double-booked.',
        ],
      },
      {
        id: 'payments',
        heading: '5. Payments',
        paragraphs: [
          'Online payments are taken by Stripe on its own payment pages, under Stripe’s terms. Fixflow never sees or stores card numbers, and does not hold customers’ money: a payment goes to the vendor’s Stripe account. Card fees are the vendor’s, as set in its financial settings.',
          'Payments taken in cash, by cheque or on a card terminal are recorded by hand by the vendor or the technician, who are responsible for recording them correctly.',
        ],
      },
      {
        id: 'messages',
        heading: '6. Texts, notifications and chat',
        paragraphs: [
          'Text messages to and from customers go through our SMS provider. A customer who answers STOP receives no more texts until it answers START. Technicians receive new offers and assignments as push notifications on their devices. Chat on an order is between the vendor, the technician and, for support, our administrators.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '7. Acceptable use',
        paragraphs: ['You may not use Fixflow to:'],
        list: [
          'break the law or anyone’s rights, or enter data you have no right to use;',
          'send spam or messages the recipient has not agreed to receive;',
          'probe, scan or test the security of the service, or get around its limits, without our written permission;',
          'copy, resell or reverse-engineer the service, or read it with automated tools beyond the published API;',
          'share an account, or act as someone else.',
        ],
      },
      {
        id: 'suspension',
        heading: '8. Suspension and closing an account',
        paragraphs: [
          'We may suspend an account that breaks these terms, puts other users or the service at risk, or is used for fraud. Where we can, we tell you why beforehand and give you time to put it right; a suspended vendor can write to ' + SUPPORT_EMAIL + ' to ask for reactivation.',
          'You can close your account at any time by writing to us. We keep the data described in the Privacy Policy for as long as it says, and on request give you an export of your orders, customers and settlements within 30 days.',
        ],
      },
      {
        id: 'availability',
        heading: '9. Availability and changes',
        paragraphs: [
          'We work to keep Fixflow available at all times, but it may be interrupted for maintenance, updates or reasons outside our control. We improve the service continuously and may change or retire features; when a change takes away something you rely on, we tell you in advance.',
        ],
      },
      {
        id: 'ownership',
        heading: '10. Your data and our software',
        paragraphs: [
          'Your data stays yours. You allow us to store and process it only to provide the service to you and to the users you work with. The software, its design and the Fixflow name are ours or our licensors’.',
        ],
      },
      {
        id: 'liability',
        heading: '11. Liability',
        paragraphs: [
          'We provide the service with reasonable care and skill. To the extent the law allows, Fixflow is not liable for the work done by vendors and technicians, for lost profits or other indirect losses, and our total liability for any claim is limited to the fees you paid us in the twelve months before it. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.',
        ],
      },
      {
        id: 'changes',
        heading: '12. Changes to these terms',
        paragraphs: [
          'When we change these terms we publish the new version on this page with its effective date and, for a change that matters to you, tell you by email or in the app at least 30 days before it applies. If you do not agree, you can close your account before then.',
        ],
      },
      {
        id: 'contact',
        heading: '13. Law and contact',
        paragraphs: [
          'These terms are governed by the law of the place where the operator of this service is established, without taking away the protection the law of your country gives you as a consumer. Questions about these terms: ' + SUPPORT_EMAIL + '.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    effective: 'Effective November 26, 2026',
    intro: [
      'This policy explains what personal data Fixflow keeps, why, for how long, who else processes it, and what rights you have. It covers vendors, technicians and administrators who use Fixflow, and the customers whose orders vendors manage in it.',
    ],
    sections: [
      {
        id: 'who',
        heading: '1. Who is responsible',
        paragraphs: [
          'For the accounts of vendors, technicians and administrators, Fixflow, the operator of this service, decides how personal data is used (it is the controller).',
          'For the details of a vendor’s customers — names, phone numbers, addresses, their orders and texts — the vendor is the controller, and Fixflow processes that data on the vendor’s behalf, only to run the service for it. A customer who wants to see, correct or delete its data should ask the vendor first; we help the vendor answer.',
        ],
      },
      {
        id: 'data',
        heading: '2. What data we keep',
        paragraphs: ['We keep only what the service needs:'],
        list: [
          'Account data: name or company name, email address, phone number, role, city and state, time zone, language, and your password as an Argon2 hash (never the password itself).',
          'Order data: the customer’s name, phone numbers, email and service addresses, the appliance, the issue, the visit’s date and window, the technician, the state of the order and its full history (who changed what, and when).',
          'Money data: labor, parts, tax, tips, payments and how they were taken, commissions and weekly settlements. Card numbers are entered on Stripe’s pages and never reach us.',
          'Messages: texts exchanged with customers, and chat between vendors, technicians and support.',
          'Schedule data: technicians’ working hours, time off and the time they block, with the notes they choose to add.',
          'Technical data: sign-in times and IP addresses, the push subscription of each device (its endpoint and keys), and server logs.',
        ],
      },
      {
        id: 'purposes',
        heading: '3. Why we use it',
        paragraphs: ['We use personal data to:'],
        list: [
          'run the service you signed up for: orders, assignments, schedules, texts, notifications, invoices and settlements (performance of our contract with you, or with the vendor);',
          'keep accounts and the service secure, prevent fraud and abuse, and fix faults (our legitimate interest);',
          'answer your questions and support requests;',
          'keep the accounting and tax records the law requires.',
        ],
        after: ['We do not sell personal data, we do not use it for advertising, and we do not build profiles of customers.'],
      },
      {
        id: 'processors',
        heading: '4. Who else processes it',
        paragraphs: [
          'Inside Fixflow, an order is visible to its vendor, to the technician assigned to it, and to our administrators when they support you. Outside Fixflow, these providers process data for us, each only for its part of the service and under a data processing agreement:',
        ],
        list: [
          'Hosting provider: runs our servers, database and backups, where all the data above is stored.',
          'SMS provider (Twilio): sends and receives texts with customers — their phone numbers and the messages.',
          'Payment provider (Stripe): takes online payments on its own pages — the amount, the invoice number and the card details the customer enters.',
          'Email provider: delivers account emails such as confirmations and password resets — your email address and the message.',
          'Push services of your browser or phone (Google, Apple, Mozilla): deliver notifications to your device; the content is encrypted for your device.',
        ],
        after: [
          'Some providers process data outside your country. Where they do, the transfer is protected by the safeguards the law requires, such as standard contractual clauses. We disclose data to authorities only when the law obliges us to.',
        ],
      },
      {
        id: 'retention',
        heading: '5. How long we keep it',
        paragraphs: ['We keep data no longer than needed:'],
        list: [
          'Account data: while the account is open, and 30 days after it is closed.',
          'Orders, invoices, payments and settlements: 7 years after the end of the year they belong to, for accounting and tax records.',
          'Texts and chat: 2 years after the last message of the conversation.',
          'Sign-in records and server logs: 90 days.',
          'Push subscriptions: until the device unsubscribes, the subscription expires or you sign out.',
          'Backups: overwritten within 35 days.',
        ],
      },
      {
        id: 'security',
        heading: '6. How we protect it',
        paragraphs: [
          'Data travels encrypted (HTTPS). Passwords are stored only as Argon2 hashes, sign-in attempts are limited, and each role sees only what it needs: a vendor its own orders and customers, a technician the orders assigned to it. Administrators’ actions are recorded in an audit log.',
        ],
      },
      {
        id: 'rights',
        heading: '7. Your rights',
        paragraphs: ['Depending on the law of your country, you have the right to:'],
        list: [
          'know whether we hold data about you, and get a copy of it;',
          'have incorrect data corrected — most of it you can change yourself in your profile;',
          'have your data deleted, unless we must keep it by law;',
          'receive your data in a portable format (CSV or JSON);',
          'object to or restrict a use of your data;',
          'complain to your data protection authority.',
        ],
        after: [
          'To use these rights, write to ' + PRIVACY_EMAIL + ' from the email address of your account. We answer within 30 days, and we may ask you to confirm who you are.',
        ],
      },
      {
        id: 'children',
        heading: '8. Children',
        paragraphs: ['Fixflow is a tool for businesses and is not meant for anyone under 16. We do not knowingly keep data of children.'],
      },
      {
        id: 'changes',
        heading: '9. Changes to this policy',
        paragraphs: [
          'When we change this policy we publish the new version here with its effective date and, when the change matters to you, tell you by email or in the app before it applies.',
        ],
      },
      {
        id: 'contact',
        heading: '10. Contact',
        paragraphs: ['Questions about this policy or about your data: ' + PRIVACY_EMAIL + '. Other questions: ' + SUPPORT_EMAIL + '.'],
      },
    ],
  },
};
