// Testing Library's findBy/waitFor give up after 1 s by default; antd pages on a
// busy CI machine can take longer to settle, and a flaky wait proves nothing.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
