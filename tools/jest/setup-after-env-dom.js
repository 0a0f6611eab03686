require('@testing-library/jest-dom');
// Lazy remotes + antd renders can take over a second on a loaded 2-core machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
