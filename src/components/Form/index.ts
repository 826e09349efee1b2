export { Card } from './Card';
export { Checkbox, Field, FormMessage } from './Field';
export { default as formStyles } from './Form.module.css';
