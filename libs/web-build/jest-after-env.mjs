// Testing Library's findBy/waitFor give up after 1 s by default. A page's first render in a file
// compiles its lazy chunk and builds antd's CSS-in-JS cache: on a busy two-core CI machine that
// passed 5 s (the technician's schedule, stop 24). One bound for every web test, under the 20 s
// test timeout; a wait that passes early costs nothing.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
