import './browser.css';
