import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('app')).render(<h1>你好，世界</h1>);
