// English: the first-day guide (a desk with no label printer, right after login).
import type { firstDay as source } from '../pt-BR/firstDay';
import type { Messages } from '../said';

export const firstDay: Messages<typeof source> = {
  firstDay: {
    title: 'First day at the desk',
    intro:
      'This desk has no label printer yet. Three steps get it printing right; at the end, where the shortcuts are.',
    stepsLabel: 'Guide steps',
    stepOf: 'Step {{n}} of {{total}}',
    done: 'done',
    next: 'Continue',
    back: 'Back',
    skip: 'Skip for now',
    skipHint: 'All of this can be done later in Settings (Alt+5).',
    steps: {
      printer: 'Printer',
      profile: 'Profile',
      test: 'Test label',
      shortcuts: 'Shortcuts',
    },
    printer: {
      title: 'Choose the label printer',
      body: 'It is the thermal printer the shipping labels come out of (100 × 150 mm). Turn it on, check its cable or network, and choose it in the list.',
      label: 'Label printer',
      choose: 'Choose the printer…',
      looking: "Looking for this computer's printers…",
      empty:
        'No printer showed up on this computer. Turn the printer on and check its cable; if it is on the network, type its address below.',
      chosen: 'Labels go to {{name}}.',
    },
    profile: {
      title: "Confirm the printer's profile",
      body: 'The station asked the printer (or its driver) how it prints. Check the language, the resolution and the label size, and save what is right.',
      ready: 'Profile ready: the printer knows the label size.',
      waiting: 'Save the profile to continue.',
    },
    test: {
      title: 'Print a test label',
      body: 'Nothing is bought or charged: it is only a label to check the printer.',
      print: 'Print a test label',
      printing: 'Printing…',
      sending: 'Sending the test label to {{name}}…',
      sent: 'The printer {{name}} took the test label.',
      notTaken: 'The printer {{name}} has not taken the test label.',
      notTakenThen:
        'Check that it is on and connected (cable or network) and that its address is right: the station tries again by itself. Or choose another printer.',
      failed: 'The test label did not come out on {{name}}.',
      failedThen: 'Check the printer and print again, or choose another printer.',
      otherPrinter: 'Choose another printer',
      check:
        'Did it come out whole, straight and the size of the label? Continue. Cut, skewed or out of place? Go back to the profile and adjust it.',
      backToProfile: 'Back to the profile',
    },
    shortcuts: {
      title: 'Where the shortcuts are',
      body: 'Press ? or F1 on any screen, or click the ? button at the top, to see every shortcut. The ones used most:',
      start: 'Start shipping',
    },
  },
};
