import '../storefront/src/index.css';
